export * from './model';
export type { Messages } from './messages/types';
