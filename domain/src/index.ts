// The public API of the domain package: contracts, the API client, pure rules and models.
export * from './shared/codec';
export * from './shared/entities';
export * from './api/endpoints';
export * from './api/client';
export * from './app';
export * from './catalogue';
export * from './product';
export * from './configurator';
export * from './pricing';
export * from './cart';
export * from './checkout';
export * from './session';
export * from './account';
export * from './search';
export * from './consent';
export * from './address';
