export * from './contract';
export * from './api';
export * from './errors';
export * from './model';
export * from './rules';
export * from './steps';
