import type { SearchSource } from '../../src/build/index.js';

const page = (docId: string, title: string, description: string, keywords: string[], sections: SearchSource['sections']): SearchSource => ({
  docId,
  url: `/doc/${docId}`,
  title,
  description,
  keywords,
  breadcrumbs: ['中文文档'],
  sections,
});

/** A small Chinese site (the real content is English), for segmentation at index and query time. */
export const CHINESE_SOURCES: readonly SearchSource[] = [
  page('zh/deploy', '部署推理服务', '在 H200 实例上用 vLLM 部署大模型推理服务。', ['推理', 'vLLM'], [
    { id: '', heading: '', level: 1, text: '本文介绍如何在 GPU 云上部署推理服务，并从本地电脑调用它。' },
    { id: 'qi-dong', heading: '启动服务', level: 2, text: '下载模型权重后，用 vllm serve 启动推理服务，默认监听 8000 端口。' },
  ]),
  page('zh/instance', '实例管理', '创建、停止和释放 GPU 实例。', ['实例'], [
    { id: 'chuang-jian', heading: '创建实例', level: 2, text: '在控制台选择地区和显卡型号，然后点击创建。也可以调用 /api/instance/create 接口。' },
    { id: 'ting-zhi', heading: '停止实例', level: 2, text: '停止后不再按小时收费，但数据盘仍然保留。' },
  ]),
  page('zh/storage', '存储', '本地数据盘、文件系统卷和高速存储卷的区别。', ['存储卷', '文件系统'], [
    { id: 'chuang-jian-juan', heading: '创建存储卷', level: 2, text: '选择容量和地区，存储卷只能挂载到同一地区的实例。' },
    { id: 'gua-zai', heading: '挂载到实例', level: 2, text: '启动实例时选择要挂载的卷，并填写挂载路径。' },
  ]),
  page('zh/billing', '计费', '实例和存储的计费方式：按小时计费、包月和竞价实例。', ['计费', 'chargeMode'], [
    { id: 'an-xiao-shi', heading: '按小时计费', level: 2, text: '按实际运行时长收费，chargeMode 设为 tidePerHour。' },
    { id: 'bao-yue', heading: '包月', level: 2, text: '预付一个月的费用，单价更低。' },
  ]),
  page('zh/multinode', '多机训练', '用 torchrun 在多台 GPU 实例上运行分布式训练。', ['分布式', 'NCCL'], [
    { id: 'huan-jing', heading: '环境变量', level: 2, text: '设置 NCCL_SOCKET_IFNAME 指定网卡，然后在每台机器上启动 torchrun。' },
  ]),
];
