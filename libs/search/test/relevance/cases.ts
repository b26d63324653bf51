/**
 * Relevance cases: a query and where a reader expects to land. `page` is the page URL; `anchor`,
 * when given, is the section that must be the hit (the page alone is not enough).
 */
export interface RelevanceCase {
  readonly query: string;
  readonly page: string;
  readonly anchor?: string;
  /** What the case exercises, for the report. */
  readonly kind: 'words' | 'identifier' | 'path' | 'typo' | 'chinese' | 'mixed';
}

const api = (path: string) => `/doc/docs/api/${path}`;
const doc = (path: string) => `/doc/docs/${path}`;

/** Queries over the real site content (content/docs). */
export const SITE_CASES: readonly RelevanceCase[] = [
  { query: 'launch instance', page: api('instance/launch'), kind: 'words' },
  { query: 'delete an instance', page: api('instance/delete'), kind: 'words' },
  { query: 'stop instance', page: api('instance/stop'), kind: 'words' },
  { query: 'list instances', page: api('instance/list'), kind: 'words' },
  { query: 'start a stopped instance', page: api('instance/start'), kind: 'words' },
  { query: 'create storage volume', page: api('storage/create'), kind: 'words' },
  { query: 'delete volume', page: api('storage/delete'), kind: 'words' },
  { query: 'login', page: api('user/login'), kind: 'words' },
  { query: 'access token', page: api('user/login'), kind: 'words' },
  { query: 'pagination', page: api('instance/list'), kind: 'words' },
  { query: 'infiniband', page: doc('multinode/'), anchor: 'check-for-infiniband-or-rdma', kind: 'words' },
  { query: 'dynamic rendezvous', page: doc('multinode/'), anchor: 'dynamic-rendezvous-with-c10d', kind: 'words' },
  { query: 'dataloader workers', page: doc('FAQs/cpu'), anchor: 'how-many-dataloader-workers-should-i-use', kind: 'words' },
  { query: 'bus error shared memory', page: doc('FAQs/cpu'), anchor: 'why-does-my-dataloader-fail-with-bus-error-or-shared-memory-errors', kind: 'words' },
  { query: 'private registry', page: doc('docker/'), anchor: 'private-registries', kind: 'words' },
  { query: 'spot instances', page: doc('billing/'), anchor: 'spot-instances', kind: 'words' },
  { query: 'vouchers', page: doc('billing/'), kind: 'words' },
  { query: 'invoices', page: doc('billing/'), anchor: 'invoices', kind: 'words' },
  { query: 'ssh public key', page: doc('quickstart/'), anchor: 'step-1-add-your-ssh-public-key', kind: 'words' },
  { query: 'billing mode', page: doc('quickstart/'), anchor: 'billing-mode', kind: 'words' },
  { query: 'high-speed storage', page: doc('storage/'), anchor: 'high-speed-storage-volumes', kind: 'words' },
  { query: 'mount a volume', page: doc('storage/'), kind: 'words' },
  { query: 'batch job logs', page: doc('batch/batch-jobs'), anchor: 'logs', kind: 'words' },
  { query: 'reinforcement fine-tuning', page: doc('tutorial/rft'), kind: 'words' },
  { query: 'deepseek r1', page: doc('tutorial/deepseek-r1-inference'), kind: 'words' },
  { query: 'deepseek v3', page: doc('tutorial/deepseek-v3-inference'), kind: 'words' },
  { query: 'llama 4 maverick', page: doc('tutorial/llama4-inference'), kind: 'words' },
  { query: 'open-sora video generation', page: doc('tutorial/open-sora-2'), kind: 'words' },
  { query: 'finetune opensora', page: doc('tutorial/finetune-opensora'), kind: 'words' },
  { query: 'reasoning effort', page: doc('tutorial/gpt-oss'), anchor: 'step-4-chat-with-a-reasoning-effort', kind: 'words' },
  { query: 'tongyi deepresearch', page: doc('tutorial/tongyi-deepresearch'), kind: 'words' },
  { query: 'zero stage 2', page: doc('tutorial/train-llama2'), anchor: 'step-4-run-with-zero-stage-2', kind: 'words' },
  { query: 'referral rewards', page: doc('promotion/invitation'), kind: 'words' },
  { query: 'copy files from my computer', page: doc('data/data-transfer'), kind: 'words' },

  { query: 'instanceTypeId', page: api('instance/launch'), anchor: 'request-body', kind: 'identifier' },
  { query: 'chargeMode', page: api('instance/launch'), kind: 'identifier' },
  { query: 'remoteStorages', page: api('instance/launch'), anchor: 'remotestorages', kind: 'identifier' },
  { query: 'volumeId', page: api('storage/delete'), kind: 'identifier' },
  { query: 'tidePerHour', page: doc('billing/'), kind: 'identifier' },
  { query: 'NCCL_SOCKET_IFNAME', page: doc('multinode/'), anchor: 'nccl-environment-variables', kind: 'identifier' },
  { query: 'OMP_NUM_THREADS', page: doc('FAQs/cpu'), anchor: 'should-i-set-omp_num_threads', kind: 'identifier' },
  { query: 'initScript', page: doc('batch/batch-jobs'), kind: 'identifier' },
  { query: 'nvidia-smi', page: doc('quickstart/'), kind: 'identifier' },
  { query: '--gpus all', page: doc('docker/'), kind: 'identifier' },
  { query: 'azcopy', page: doc('data/azure'), kind: 'identifier' },
  { query: 'megacmd', page: doc('data/mega'), kind: 'identifier' },
  { query: 's3 sync', page: doc('data/aws'), kind: 'identifier' },

  { query: '/instance/create', page: api('instance/launch'), kind: 'path' },
  { query: '/api/instance/delete', page: api('instance/delete'), kind: 'path' },
  { query: 'storage/volume/list', page: api('storage/list'), kind: 'path' },
  { query: '/user/login', page: api('user/login'), kind: 'path' },

  { query: 'infinband', page: doc('multinode/'), kind: 'typo' },
  { query: 'dataloder', page: doc('FAQs/cpu'), kind: 'typo' },
  { query: 'quickstrat', page: doc('quickstart/'), kind: 'typo' },
  { query: 'torchrn multi node', page: doc('multinode/'), kind: 'typo' },
  { query: 'instnace stop', page: api('instance/stop'), kind: 'typo' },
  { query: 'invitaton', page: doc('promotion/invitation'), kind: 'typo' },
];

/** Queries over the Chinese fixture ({@link CHINESE_SOURCES}). */
export const CHINESE_CASES: readonly RelevanceCase[] = [
  { query: '推理服务', page: '/doc/zh/deploy', kind: 'chinese' },
  { query: '创建实例', page: '/doc/zh/instance', anchor: 'chuang-jian', kind: 'chinese' },
  { query: '存储卷', page: '/doc/zh/storage', kind: 'chinese' },
  { query: '计费方式', page: '/doc/zh/billing', kind: 'chinese' },
  { query: '按小时计费', page: '/doc/zh/billing', anchor: 'an-xiao-shi', kind: 'chinese' },
  { query: '挂载', page: '/doc/zh/storage', anchor: 'gua-zai', kind: 'chinese' },
  { query: '多机训练', page: '/doc/zh/multinode', kind: 'chinese' },
  { query: 'H200 推理', page: '/doc/zh/deploy', kind: 'mixed' },
  { query: 'torchrun 多机', page: '/doc/zh/multinode', kind: 'mixed' },
  { query: 'chargeMode 计费', page: '/doc/zh/billing', kind: 'mixed' },
];
