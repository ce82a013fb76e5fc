export * from './users.ts';
export * from './providers.ts';
export * from './activity.ts';
export * from './limits.ts';
export * from './requirements.ts';
export * from './saved-searches.ts';
