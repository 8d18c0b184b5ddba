export * from './contract';
export * from './lib';
export * from './model';
