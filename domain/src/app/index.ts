export * from './contract';
export * from './model';
export * from './build';
