export * from './contract';
export * from './api';
export * from './model';
export * from './lib';
