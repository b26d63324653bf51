/**
 * The site's search glossary: the terms of our pages' titles and headings (content/docs), each
 * with the words a reader may search for it with, in Chinese as well as English. The search
 * index applies each group both ways, so a Chinese query (`账单`, `数据卷`, `镜像`, `GPU 价格`)
 * reaches the English page, a little below pages that use the reader's own word. Written from
 * the docs' own titles and headings; a term added to the docs gets its entry here.
 */
export const SEARCH_GLOSSARY: string[][] = [
  // Page titles.
  ['billing', '账单', '计费', '费用', '价格', '收费', '付费'],
  ['instance', '实例', '云主机', '服务器', '主机'],
  ['storage', '存储', '云存储'],
  ['volume', '数据卷', '存储卷', '云盘'],
  ['quickstart', '快速开始', '快速入门', '入门'],
  ['docker', '容器'],
  // 镜像 is an image to run (a container or system image), not a picture.
  ['docker image', 'container image', '镜像', '容器镜像', '系统镜像'],
  ['batch job', '批处理', '批量任务', '后台任务'],
  ['multi-node', '多机', '多节点', '分布式训练'],
  ['data transfer', '数据传输', '传输数据', '上传数据'],
  ['launch', '启动', '创建', '开通'],
  ['start', '开机', '启动实例'],
  ['stop', '停止', '关机'],
  ['delete', '删除', '释放', '销毁'],
  ['list', '列表', '列出', '查询'],
  ['login', '登录', '登陆'],
  ['access token', '访问令牌', '令牌', 'token'],
  ['api', '接口', 'api 接口'],
  ['inference', '推理', '推理部署', '部署'],
  ['fine-tuning', '微调', 'finetune'],
  ['reinforcement learning', '强化学习'],
  ['training', '训练', '模型训练'],
  ['video generation', '视频生成', '生成视频'],
  ['tutorial', '教程', '示例'],
  ['invitation', '邀请', '邀请码', '推荐'],
  ['memory', '内存', '显存'],
  ['cpu', '处理器', 'cpu 核心'],
  ['gpu', '显卡', 'gpu 卡', '算力'],
  // Section headings.
  ['troubleshooting', '故障排除', '排错', '常见问题'],
  ['prerequisites', '前提条件', '准备工作'],
  ['cost and cleanup', '费用与清理', '清理资源'],
  ['mount', '挂载'],
  ['ssh key', '密钥', 'ssh 密钥'],
  ['checkpoint', '检查点', '权重'],
  ['download', '下载'],
  ['upload', '上传'],
  ['spot instances', '抢占式实例', '竞价实例'],
  ['invoices', '发票'],
  ['environment variables', '环境变量'],
];
