import * as envelope from './envelope';
import * as moneyFields from './money-fields';
import * as validation from './validation';
import * as activity from './routes/activity';
import * as auth from './routes/auth';
import * as feedback from './routes/feedback';
import * as letter from './routes/letter';
import * as member from './routes/member';
import * as payment from './routes/payment';
import * as record from './routes/record';
import * as site from './routes/site';
import * as sportsbook from './routes/sportsbook';
import * as transfer from './routes/transfer';
import * as venue from './routes/venue';
import * as verification from './routes/verification';
import * as withdraw from './routes/withdraw';

/**
 * The modules whose exported zod schemas name the document's components: the export name is the
 * component's name (`moneyAmount` → `MoneyAmount`). Shared modules first, so a shape defined
 * there keeps the plain name.
 */
export const CONTRACT_MODULES: Record<string, Record<string, unknown>> = {
  envelope, moneyFields, validation,
  activity, auth, feedback, letter, member, payment, record, site, sportsbook, transfer, venue, verification, withdraw,
};
