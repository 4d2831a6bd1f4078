import { initContract } from '@ts-rest/core';
import { authContract } from './routes/auth';

const c = initContract();

/** The whole API: one nested router composed from one file per resource. */
export const contract = c.router({
  auth: authContract,
});

export type Contract = typeof contract;
