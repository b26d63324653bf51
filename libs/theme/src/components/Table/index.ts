export { Table, STACK_FROM_COLUMNS } from './Table.js';
export type { TableProps } from './Table.js';
