/**
 * Relevance cases: a query and where a reader expects to land. `page` is the page URL; `anchor`,
 * when given, is the section that must be the hit (`''`: the page itself, not one of its sections).
 */
export interface RelevanceCase {
  readonly query: string;
  readonly page: string;
  readonly anchor?: string;
  /** What the case exercises, for the report. */
  readonly kind: 'navigational' | 'task' | 'identifier' | 'path' | 'typo' | 'vocabulary' | 'chinese' | 'mixed';
}

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
