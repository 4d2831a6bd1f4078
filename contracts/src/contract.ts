import { initContract } from '@ts-rest/core';
import { authContract } from './routes/auth';
import { memberContract } from './routes/member';
import { verificationContract } from './routes/verification';
import { siteContract } from './routes/site';
import { activityContract } from './routes/activity';
import { feedbackContract } from './routes/feedback';
import { letterContract } from './routes/letter';
import { paymentContract } from './routes/payment';
import { venueContract } from './routes/venue';
import { recordContract } from './routes/record';
import { transferContract } from './routes/transfer';
import { withdrawContract } from './routes/withdraw';

const c = initContract();

/** The whole API: one nested router composed from one file per resource. */
export const contract = c.router({
  auth: authContract,
  member: memberContract,
  verification: verificationContract,
  site: siteContract,
  activity: activityContract,
  feedback: feedbackContract,
  letter: letterContract,
  payment: paymentContract,
  venue: venueContract,
  record: recordContract,
  transfer: transferContract,
  withdraw: withdrawContract,
});

export type Contract = typeof contract;
