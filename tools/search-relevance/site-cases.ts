/**
 * Our site's relevance suite (tools/test/search-relevance.test.ts runs it): queries a reader types, over our own docs (content/docs), each with
 * the hit that answers it. `anchor` is the section (its heading id); `''` means the page itself
 * (its title and the text before the first heading). A case passes at rank n when that exact hit
 * (page and section) is the n-th result; a hit on the right page but the wrong section is a miss.
 *
 * Kinds:
 * - navigational: the name of a page, as a reader remembers it;
 * - task: a question or a task, in the reader's words;
 * - identifier: a field, flag, variable or command as written in code;
 * - path: an API path or a file path;
 * - typo: a misspelling of a word the text uses;
 * - vocabulary: words the text does not use for what it describes (`vm`, `pricing`, `coupon`).
 */
import type { RelevanceCase } from '../../libs/search/test/relevance/cases.js';

const api = (path: string) => `/doc/docs/api/${path}`;
const doc = (path: string) => `/doc/docs/${path}`;

/** Queries over content/docs with the expected page and section. */
export const SITE_SUITE: readonly RelevanceCase[] = [
  // Navigational: the page a reader has in mind.
  { query: 'quickstart', page: doc('quickstart/'), anchor: '', kind: 'navigational' },
  { query: 'docker', page: doc('docker/'), anchor: '', kind: 'navigational' },
  { query: 'billing', page: doc('billing/'), anchor: '', kind: 'navigational' },
  { query: 'storage', page: doc('storage/'), anchor: '', kind: 'navigational' },
  { query: 'multi-node jobs', page: doc('multinode/'), anchor: '', kind: 'navigational' },
  { query: 'batch jobs', page: doc('batch/batch-jobs'), anchor: '', kind: 'navigational' },
  { query: 'cpu and memory faq', page: doc('FAQs/cpu'), anchor: '', kind: 'navigational' },
  { query: 'api overview', page: api(''), anchor: '', kind: 'navigational' },
  { query: 'login', page: api('user/login'), anchor: '', kind: 'navigational' },
  { query: 'list instances', page: api('instance/list'), anchor: '', kind: 'navigational' },
  { query: 'launch an instance', page: api('instance/launch'), anchor: '', kind: 'navigational' },
  { query: 'delete an instance', page: api('instance/delete'), anchor: '', kind: 'navigational' },
  { query: 'start a stopped instance', page: api('instance/start'), anchor: '', kind: 'navigational' },
  { query: 'stop instance', page: api('instance/stop'), anchor: '', kind: 'navigational' },
  { query: 'create storage volume', page: api('storage/create'), anchor: '', kind: 'navigational' },
  { query: 'delete volume', page: api('storage/delete'), anchor: '', kind: 'navigational' },
  { query: 'list storage volumes', page: api('storage/list'), anchor: '', kind: 'navigational' },
  { query: 'data transfer', page: doc('data/data-transfer'), anchor: '', kind: 'navigational' },
  { query: 'azure blob storage', page: doc('data/azure'), anchor: '', kind: 'navigational' },
  { query: 'mega', page: doc('data/mega'), anchor: '', kind: 'navigational' },
  { query: 'amazon s3', page: doc('data/aws'), anchor: '', kind: 'navigational' },
  { query: 'invitation programme', page: doc('promotion/invitation'), anchor: '', kind: 'navigational' },
  { query: 'colossal-rl template', page: doc('jobtemplates/colossal-rl'), anchor: '', kind: 'navigational' },
  { query: 'deepseek v3', page: doc('tutorial/deepseek-v3-inference'), anchor: '', kind: 'navigational' },
  { query: 'deepseek r1', page: doc('tutorial/deepseek-r1-inference'), anchor: '', kind: 'navigational' },
  { query: 'llama 4 inference', page: doc('tutorial/llama4-inference'), anchor: '', kind: 'navigational' },
  { query: 'gpt-oss', page: doc('tutorial/gpt-oss'), anchor: '', kind: 'navigational' },
  { query: 'open-sora video generation', page: doc('tutorial/open-sora-2'), anchor: '', kind: 'navigational' },
  { query: 'finetune opensora', page: doc('tutorial/finetune-opensora'), anchor: '', kind: 'navigational' },
  { query: 'tongyi deepresearch', page: doc('tutorial/tongyi-deepresearch'), anchor: '', kind: 'navigational' },
  { query: 'reinforcement fine-tuning', page: doc('tutorial/rft'), anchor: '', kind: 'navigational' },
  { query: 'train llama 2 with colossalai', page: doc('tutorial/train-llama2'), anchor: '', kind: 'navigational' },

  // Tasks and questions, in the reader's words.
  { query: 'how do I mount a volume on my instance', page: doc('storage/'), anchor: 'step-2-mount-it-when-you-launch', kind: 'task' },
  { query: 'why is my volume not mounted', page: doc('storage/'), anchor: 'troubleshooting', kind: 'task' },
  { query: 'how many dataloader workers should I use', page: doc('FAQs/cpu'), anchor: 'how-many-dataloader-workers-should-i-use', kind: 'task' },
  { query: 'how do I check the cpus I can use', page: doc('FAQs/cpu'), anchor: 'how-do-i-check-the-cpus-and-memory-i-can-use', kind: 'task' },
  { query: 'dataloader bus error shared memory', page: doc('FAQs/cpu'), anchor: 'why-does-my-dataloader-fail-with-bus-error-or-shared-memory-errors', kind: 'task' },
  { query: 'add my ssh public key', page: doc('quickstart/'), anchor: 'step-1-add-your-ssh-public-key', kind: 'task' },
  { query: 'connect to the instance over ssh', page: doc('quickstart/'), anchor: 'over-ssh', kind: 'task' },
  { query: 'permission denied publickey', page: doc('quickstart/'), anchor: 'troubleshooting', kind: 'task' },
  { query: 'copy files from my computer', page: doc('data/data-transfer'), anchor: 'copy-from-your-computer', kind: 'task' },
  { query: 'transfer many small files', page: doc('data/data-transfer'), anchor: 'many-small-files', kind: 'task' },
  { query: 'resume an interrupted azcopy job', page: doc('data/azure'), anchor: 'resume-an-interrupted-job', kind: 'task' },
  { query: 'download a public mega link', page: doc('data/mega'), anchor: 'download-a-public-link', kind: 'task' },
  { query: 'upload checkpoints to s3', page: doc('data/aws'), anchor: 'upload-to-s3', kind: 'task' },
  { query: 'enable docker on an instance', page: doc('docker/'), anchor: 'enable-docker-on-an-instance', kind: 'task' },
  { query: 'run a container with gpus', page: doc('docker/'), anchor: 'run-a-container-with-gpus', kind: 'task' },
  { query: 'pull from a private registry', page: doc('docker/'), anchor: 'private-registries', kind: 'task' },
  { query: 'check for infiniband', page: doc('multinode/'), anchor: 'check-for-infiniband-or-rdma', kind: 'task' },
  { query: 'nccl environment variables', page: doc('multinode/'), anchor: 'nccl-environment-variables', kind: 'task' },
  { query: 'start torchrun on every node', page: doc('multinode/'), anchor: 'start-torchrun-on-every-node', kind: 'task' },
  { query: 'all-reduce smoke test', page: doc('multinode/'), anchor: 'smoke-test-all-reduce-across-nodes', kind: 'task' },
  { query: 'stop the instance when the job ends', page: doc('batch/batch-jobs'), anchor: 'stop-paying-for-the-instance-when-the-job-ends', kind: 'task' },
  { query: 'where do batch job logs go', page: doc('batch/batch-jobs'), anchor: 'logs', kind: 'task' },
  { query: 'which charge mode should I choose', page: doc('billing/'), anchor: 'choosing-a-mode', kind: 'task' },
  { query: 'what keeps billing', page: doc('billing/'), anchor: 'what-keeps-billing', kind: 'task' },
  { query: 'spot instances', page: doc('billing/'), anchor: 'spot-instances', kind: 'task' },
  { query: 'stop every running instance', page: api('instance/stop'), anchor: 'stop-every-running-instance', kind: 'task' },
  { query: 'instance status values', page: api('instance/list'), anchor: 'status-values', kind: 'task' },
  { query: 'api rate limits and retries', page: api(''), anchor: 'limits-and-retries', kind: 'task' },
  { query: 'before you delete a volume', page: api('storage/delete'), anchor: 'before-you-delete', kind: 'task' },
  { query: 'how big should my volume be', page: doc('storage/'), anchor: 'size-a-volume', kind: 'task' },
  { query: 'start the server with the reasoning parser', page: doc('tutorial/deepseek-r1-inference'), anchor: 'step-3-start-the-server-with-the-reasoning-parser', kind: 'task' },
  { query: 'run a distilled model on one gpu', page: doc('tutorial/deepseek-r1-inference'), anchor: 'option-a-distilled-model-on-one-gpu', kind: 'task' },
  { query: 'install sglang', page: doc('tutorial/deepseek-v3-inference'), anchor: 'step-3-install-sglang', kind: 'task' },
  { query: 'send an image to llama 4', page: doc('tutorial/llama4-inference'), anchor: 'step-6-send-an-image', kind: 'task' },
  { query: 'scout or maverick', page: doc('tutorial/llama4-inference'), anchor: 'scout-or-maverick', kind: 'task' },
  { query: 'set the reasoning effort', page: doc('tutorial/gpt-oss'), anchor: 'step-4-chat-and-set-the-reasoning-effort', kind: 'task' },
  { query: 'eight vllm replicas', page: doc('tutorial/gpt-oss'), anchor: 'eight-replicas-one-per-gpu', kind: 'task' },
  { query: 'generate a 768px video on 8 gpus', page: doc('tutorial/open-sora-2'), anchor: 'step-4-generate-a-768px-video-on-8-gpus', kind: 'task' },
  { query: 'add the metadata columns', page: doc('tutorial/finetune-opensora'), anchor: 'add-the-metadata-columns', kind: 'task' },
  { query: 'choose the verifier', page: doc('tutorial/rft'), anchor: 'step-4-choose-the-verifier', kind: 'task' },
  { query: 'compare the colossalai plugins', page: doc('tutorial/train-llama2'), anchor: 'step-5-compare-the-plugins', kind: 'task' },
  { query: 'run with zero stage 2', page: doc('tutorial/train-llama2'), anchor: 'step-4-run-with-zero-stage-2', kind: 'task' },
  { query: 'what about api keys', page: api(''), anchor: 'authentication', kind: 'task' },

  // Identifiers: fields, flags, variables and commands as written in code.
  { query: 'instanceTypeId', page: api('instance/launch'), anchor: 'request-body', kind: 'identifier' },
  { query: 'remoteStorages', page: api('instance/launch'), anchor: 'remotestorages', kind: 'identifier' },
  { query: 'instanceConfiguration', page: api('instance/launch'), anchor: 'instanceconfiguration', kind: 'identifier' },
  { query: 'nodePorts', page: api('instance/launch'), anchor: 'nodeports', kind: 'identifier' },
  { query: 'volumeId', page: api('storage/delete'), anchor: 'request-body', kind: 'identifier' },
  { query: 'NCCL_SOCKET_IFNAME', page: doc('multinode/'), anchor: 'nccl-environment-variables', kind: 'identifier' },
  { query: 'OMP_NUM_THREADS', page: doc('FAQs/cpu'), anchor: 'should-i-set-omp_num_threads', kind: 'identifier' },
  { query: 'os.cpu_count()', page: doc('FAQs/cpu'), anchor: 'why-do-nproc-and-oscpu_count-show-more-cpus-than-my-instance-type-has', kind: 'identifier' },
  { query: 'free -h', page: doc('FAQs/cpu'), anchor: 'why-does-free--h-show-more-memory-than-i-can-use', kind: 'identifier' },
  { query: '--gpus all', page: doc('docker/'), anchor: 'run-a-container-with-gpus', kind: 'identifier' },
  { query: '--shm-size', page: doc('docker/'), anchor: 'a-typical-training-or-inference-container', kind: 'identifier' },
  { query: 'X-API-Key', page: api(''), anchor: 'authentication', kind: 'identifier' },
  { query: 'azcopy sync', page: doc('data/azure'), anchor: 'keep-two-locations-in-step', kind: 'identifier' },
  { query: 'mega-transfers', page: doc('data/mega'), anchor: 'watch-progress', kind: 'identifier' },
  { query: '--reasoning-parser', page: doc('tutorial/deepseek-r1-inference'), anchor: 'step-3-start-the-server-with-the-reasoning-parser', kind: 'identifier' },
  { query: 'c10d', page: doc('multinode/'), anchor: 'dynamic-rendezvous-with-c10d', kind: 'identifier' },
  { query: 'highspeedstorage', page: doc('storage/'), anchor: 'high-speed-storage-volumes', kind: 'identifier' },
  { query: 'mega-speedlimit', page: doc('data/mega'), anchor: 'speed-tips', kind: 'identifier' },

  // Paths: API paths and file paths.
  { query: '/instance/create', page: api('instance/launch'), anchor: '', kind: 'path' },
  { query: '/api/instance/terminate', page: api('instance/delete'), anchor: '', kind: 'path' },
  { query: 'storage/volume/list', page: api('storage/list'), anchor: '', kind: 'path' },
  { query: '/user/login', page: api('user/login'), anchor: '', kind: 'path' },
  { query: '/api/storage/volume/create', page: api('storage/create'), anchor: '', kind: 'path' },
  { query: '/sys/class/infiniband', page: doc('multinode/'), anchor: 'check-for-infiniband-or-rdma', kind: 'path' },

  // Typos of words the text uses.
  { query: 'infinband', page: doc('multinode/'), anchor: 'check-for-infiniband-or-rdma', kind: 'typo' },
  { query: 'dataloder workers', page: doc('FAQs/cpu'), anchor: 'how-many-dataloader-workers-should-i-use', kind: 'typo' },
  { query: 'quickstrat', page: doc('quickstart/'), anchor: '', kind: 'typo' },
  { query: 'torchrn multi node', page: doc('multinode/'), anchor: '', kind: 'typo' },
  { query: 'instnace stop', page: api('instance/stop'), anchor: '', kind: 'typo' },
  { query: 'invitaton', page: doc('promotion/invitation'), anchor: '', kind: 'typo' },
  { query: 'deepsek r1', page: doc('tutorial/deepseek-r1-inference'), anchor: '', kind: 'typo' },
  // Typed without a space after it: a prefix of nothing, and `deep` + `sek` is no word with an ending.
  { query: 'deepsek', page: doc('tutorial/deepseek-r1-inference'), anchor: '', kind: 'typo' },
  { query: 'sglnag install', page: doc('tutorial/deepseek-v3-inference'), anchor: 'step-3-install-sglang', kind: 'typo' },
  { query: 'privte registry', page: doc('docker/'), anchor: 'private-registries', kind: 'typo' },
  { query: 'dynamic rendevous', page: doc('multinode/'), anchor: 'dynamic-rendezvous-with-c10d', kind: 'typo' },

  // Words the text does not use for what it describes, and split or joined forms of its words.
  { query: 'terminate vm', page: api('instance/delete'), anchor: '', kind: 'vocabulary' },
  { query: 'pricing', page: doc('billing/'), anchor: '', kind: 'vocabulary' },
  { query: 'object storage', page: doc('data/aws'), anchor: '', kind: 'vocabulary' },
  { query: 'shut down an instance', page: api('instance/stop'), anchor: '', kind: 'vocabulary' },
  { query: 'coupon', page: doc('billing/'), anchor: 'paying-balance-vouchers-and-credits', kind: 'vocabulary' },
  { query: 'receipt', page: doc('billing/'), anchor: 'invoices', kind: 'vocabulary' },
  { query: 'how much ram does an instance have', page: doc('FAQs/cpu'), anchor: 'how-many-cpu-cores-and-how-much-memory-does-an-instance-have', kind: 'vocabulary' },
  { query: 'referral bonus', page: doc('promotion/invitation'), anchor: '', kind: 'vocabulary' },
  { query: 'huggingface download', page: doc('data/data-transfer'), anchor: 'download-from-the-internet', kind: 'vocabulary' },
  { query: 'deep seek v3', page: doc('tutorial/deepseek-v3-inference'), anchor: '', kind: 'vocabulary' },
  { query: 'multinode training', page: doc('multinode/'), anchor: '', kind: 'vocabulary' },
  { query: 'fine tune open sora', page: doc('tutorial/finetune-opensora'), anchor: '', kind: 'vocabulary' },
];
