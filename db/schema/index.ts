export * from './auth';
export * from './games';
export * from './stats';
export * from './achievements';
export * from './activity';
export * from './feedback';
export * from './media';
export * from './audit';
