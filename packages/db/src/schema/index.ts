export * from './sites';
export * from './catalog';
export * from './branches';
export * from './accounts';
export * from './vouchers';
export * from './carts';
export * from './orders';
export * from './content';
