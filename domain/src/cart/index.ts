export * from './contract';
export * from './api';
export * from './model';
export type { CartLineView, ProductAddedInput, QuantityEdit, SyncState } from './sync';
