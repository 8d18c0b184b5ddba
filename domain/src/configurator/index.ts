export * from './contract';
export * from './lib';
