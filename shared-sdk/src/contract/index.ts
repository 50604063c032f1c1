export * from './messages';
export * from './envelope';
export * from './auth';
export * from './reference';
export * from './endpoints';
export * from './token';
export * from './health';
