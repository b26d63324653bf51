/**
 * The HPC-AI.COM docs site: its settings, navbar and landing page. Everything else (the build,
 * the app, the dev server) comes from @hpcdocs/site; `npm run build` runs `hpcdocs build` on this
 * file. (A site that installs @hpcdocs/site writes `export default defineConfig({...})`; inside
 * this repository the package is not built when the config loads, so only its type is imported.)
 */
import type { HpcdocsConfig } from '@hpcdocs/site';
import { SEARCH_GLOSSARY } from './search-glossary.js';

export default {
  title: 'HPC-AI.COM Docs',
  tagline: 'Run, train and serve models on GPU instances, from the first SSH session to multi-node jobs.',
  url: 'https://hpc-ai.com',
  baseUrl: '/doc/',
  titleDelimiter: '|',
  favicon: 'img/favicon.svg',
  themeColor: '#2156d9',
  docs: { path: '../../content/docs', routeBasePath: 'docs' },
  staticDir: 'public',
  outDir: '../../dist/apps/docs',
  navbar: {
    logo: { src: '/doc/img/logo.svg', alt: 'HPC-AI.COM', href: 'https://hpc-ai.com/', width: 28, height: 28 },
    hideOnScroll: false,
    items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs', position: 'left' }],
  },
  // The site shows no colour-mode switch; the theme keeps the capability.
  colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
  home: {
    landing: {
      title: 'HPC-AI.COM documentation',
      tagline: 'Launch GPU instances, move your data in, and train or serve large models, with the console or the API.',
      primary: { label: 'Start with the quickstart', to: '/doc/docs/quickstart/' },
      secondary: { label: 'API reference', to: '/doc/docs/api/' },
      cards: [
        {
          icon: 'server',
          title: 'Instances and API',
          description: 'Launch, list, start, stop and delete GPU instances from the console or over the REST API, and run containers on them.',
          to: '/doc/docs/api/',
          links: [
            { label: 'Launch an instance', to: '/doc/docs/api/instance/launch' },
            { label: 'Log in for a token', to: '/doc/docs/api/user/login' },
            { label: 'Docker', to: '/doc/docs/docker/' },
            { label: 'CPU and memory FAQ', to: '/doc/docs/FAQs/cpu' },
          ],
        },
        {
          icon: 'database',
          title: 'Storage and data transfer',
          description: 'Choose between the local data disk and volumes, and bring data in from S3, Azure or MEGA.',
          to: '/doc/docs/storage/',
          links: [
            { label: 'Data transfer', to: '/doc/docs/data/data-transfer' },
            { label: 'AWS S3', to: '/doc/docs/data/aws' },
            { label: 'Azure Blob', to: '/doc/docs/data/azure' },
            { label: 'MEGA', to: '/doc/docs/data/mega' },
            { label: 'Create a volume', to: '/doc/docs/api/storage/create' },
          ],
        },
        {
          icon: 'network',
          title: 'Multi-node and batch jobs',
          description: 'Scale training across nodes with torchrun and NCCL, or run unattended jobs that write results to storage.',
          to: '/doc/docs/multinode/',
          links: [{ label: 'Batch jobs', to: '/doc/docs/batch/batch-jobs' }],
        },
        {
          icon: 'card',
          title: 'Billing',
          description: 'Hourly, tide and subscription charge modes, spot capacity, and what is known about what keeps billing.',
          to: '/doc/docs/billing/',
          links: [
            { label: 'Charge modes', to: '/doc/docs/billing/#charge-modes' },
            { label: 'What keeps billing', to: '/doc/docs/billing/#what-keeps-billing' },
            { label: 'Invitation programme', to: '/doc/docs/promotion/invitation' },
          ],
        },
        {
          icon: 'book',
          title: 'Tutorials',
          description: 'Every tutorial in one list: serve DeepSeek, Llama 4 and gpt-oss, run a research agent, generate and fine-tune video, and train with RFT or ColossalAI.',
          to: '/doc/docs/tutorial/',
          links: [
            { label: 'DeepSeek-V3', to: '/doc/docs/tutorial/deepseek-v3-inference' },
            { label: 'DeepSeek-R1', to: '/doc/docs/tutorial/deepseek-r1-inference' },
            { label: 'Llama 4', to: '/doc/docs/tutorial/llama4-inference' },
            { label: 'gpt-oss', to: '/doc/docs/tutorial/gpt-oss' },
            { label: 'Tongyi DeepResearch', to: '/doc/docs/tutorial/tongyi-deepresearch' },
            { label: 'Open-Sora 2.0', to: '/doc/docs/tutorial/open-sora-2' },
            { label: 'Finetune OpenSora', to: '/doc/docs/tutorial/finetune-opensora' },
            { label: 'Reinforcement fine-tuning', to: '/doc/docs/tutorial/rft' },
            { label: 'Train Llama 2', to: '/doc/docs/tutorial/train-llama2' },
          ],
        },
        {
          icon: 'template',
          title: 'Job templates',
          description: 'The Colossal-RL template: its data format and training parameters for GRPO on Colossal-AI.',
          to: '/doc/docs/jobtemplates/colossal-rl',
          links: [{ label: 'Reinforcement fine-tuning', to: '/doc/docs/tutorial/rft' }],
        },
      ],
      featuredTitle: 'Featured tutorials',
      featured: [
        { title: 'DeepSeek-R1 inference', description: 'Serve the reasoning model on one 8-GPU node with SGLang and an OpenAI-compatible endpoint.', to: '/doc/docs/tutorial/deepseek-r1-inference' },
        { title: 'Finetune OpenSora', description: 'Fine-tune the Open-Sora 2.0 video model on your own captioned clips.', to: '/doc/docs/tutorial/finetune-opensora' },
        { title: 'Colossal-RL template', description: 'Train a maths-reasoning model with GRPO on Colossal-AI, from a JSONL of problems and answers.', to: '/doc/docs/jobtemplates/colossal-rl' },
        { title: 'Open-Sora 2.0', description: 'Generate a video from a text prompt, on one GPU or eight.', to: '/doc/docs/tutorial/open-sora-2' },
        { title: 'Reinforcement fine-tuning', description: 'Improve a model on tasks with checkable answers, using a verifier as the reward.', to: '/doc/docs/tutorial/rft' },
        { title: 'Train Llama 2 with ColossalAI', description: 'Continue training Llama 2 7B on your own text with ZeRO, Gemini or hybrid parallelism.', to: '/doc/docs/tutorial/train-llama2' },
      ],
    },
  },
  search: {
    limit: 8,
    snippetLength: 50,
    languages: ['en', 'zh'],
    removeDefaultStopWords: true,
    // A reader who picks a hit sees the words they searched for on the page.
    highlightSearchTermsOnTargetPage: true,
    indexFileName: 'search-index',
    // Words readers search with that the docs say differently. Each group finds the others' pages,
    // a little below pages that use the reader's own word.
    synonyms: [
      ['instance', 'vm', 'virtual machine', 'gpu server'],
      ['delete', 'terminate', 'release', 'remove', 'destroy'],
      ['stop', 'shut down', 'shutdown', 'power off'],
      ['restart', 'reboot'],
      ['billing', 'pricing', 'price', 'cost', 'charge', 'fee', 'payment'],
      ['voucher', 'coupon', 'promo code', 'discount code'],
      ['invoice', 'receipt'],
      ['invitation', 'referral', 'invite'],
      ['reward', 'bonus'],
      ['spot', 'preemptible'],
      ['memory', 'ram'],
      ['size', 'capacity', 'big'],
      ['volume', 'persistent disk', 'network disk'],
      ['data disk', 'local disk', 'scratch disk'],
      ['object storage', 's3', 'bucket'],
      ['login', 'signin', 'sign-in', 'logon'],
      ['ssh key', 'public key'],
      ['multi-node', 'distributed', 'multiple nodes'],
      ['hugging face', 'hf'],
      ['checkpoint', 'snapshot'],
      ['environment variable', 'env var'],
      // The glossary: our titles' and headings' terms in the words of Chinese readers too.
      ...SEARCH_GLOSSARY,
    ],
  },
  // Our .md files are Markdown with raw HTML (the content README), .mdx files are MDX.
  markdown: { format: 'detect' },
  // The product's limits for a doc page, gzip: 15 KB of JavaScript before its load event (the app
  // loads after first paint), 125 KB of JavaScript in all (the app with React 67 KB, React Router
  // 30 KB and its own code 24 KB, and the loader: 121.7 KB when React Router came; 95 before it, which
  // no trimming of the app's own code could keep), 20 KB of CSS.
  budgets: { criticalJs: 15, totalJs: 125, css: 20 },
} satisfies HpcdocsConfig;
