export * from './api/test';
export * from './api/user';
export * from './languages';
export * from './limits';
export * from './questions';
export * from './user-forms';
export * from './user-options';
export * from './wire';
