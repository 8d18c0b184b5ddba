// GA4 ecommerce events (spec §4 analytics): the event builders and the queue the web layer sends.
export { analyticsReady, pushDataLayerFx } from './model';
