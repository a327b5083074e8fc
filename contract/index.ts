export * from './api/test';
export * from './languages';
export * from './limits';
export * from './wire';
