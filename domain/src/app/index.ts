export * from './contract';
export * from './model';
