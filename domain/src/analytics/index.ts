export * from './lib';
export * from './model';
