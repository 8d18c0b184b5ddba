export * from './contract';
export * from './lib';
export * from './api';
export * from './model';
export * from './modal';
