export * from './lib';
