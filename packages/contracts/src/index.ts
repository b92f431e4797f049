export * from './agent';
export * from './auth';
export * from './dashboard';
export * from './errors';
export * from './health';
export * from './remotes';
export * from './widget';
