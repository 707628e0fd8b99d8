export * from './games.ts';
