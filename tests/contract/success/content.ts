import { contract } from '@betsite/contracts/contract';
import { seal } from '@betsite/contracts/wire';
import { input, type Recipes } from './recipe';
import { StepFailed, type Steps } from './steps';

/**
 * The content routes' successes: a letter or feedback read from its list (feedback sent first
 * where the success removes it), an activity found through the promotion banners, a value sealed
 * for the player as the document says the server seals it.
 */
const DEPOSIT_KINDS = new Set(['firstDeposit', 'againDeposit']);
const ACTIVITY_SANDBOX = 'a sandbox: an activity is joined for good, and a confirmed bonus holds every withdrawal until its turnover is bet';

/** The activities the live promotion banners point to, each with the caller's verdict on joining it. */
async function activities(s: Steps) {
  const ids = [...new Set((await s.data(contract.site.getMyDiscountAd, {})).flatMap((ad) => (ad.activityId === null ? [] : [ad.activityId])))];
  return Promise.all(ids.map(async (id) => ({ config: await s.data(contract.activity.promotionConfig, { id }), verdict: await s.data(contract.activity.verification, { id }) })));
}

/** One the caller may join and has not; `giftOnly`: not a deposit kind (confirming those needs a qualifying deposit). */
async function joinable(s: Steps, giftOnly: boolean): Promise<number> {
  const found = (await activities(s)).find(({ config, verdict }) => verdict.qualified && !(giftOnly && DEPOSIT_KINDS.has(config.kind)));
  if (!found) throw new StepFailed(`no activity of the promotion banners the account may still join${giftOnly ? ' (other than a deposit bonus)' : ''}`);
  return found.config.id;
}

const feedbackBody = async (s: Steps) => {
  const [bet] = (await s.data(contract.feedback.queryMemberBetList, { pageNum: 1, pageSize: 1 })).list;
  // Two modes a few seconds apart: the same text twice within 10 s is a double submit.
  return { type: 1, content: `一致性检查（${s.mode}）${Date.now()}`, ...(bet ? { orderNo: bet.orderNo } : {}) };
};

const removeFeedback = async (s: Steps, id: number) => {
  await s.data(contract.feedback.delFeedback, { id });
};

async function someLetter(s: Steps, personal: boolean) {
  const { list } = await s.data(contract.letter.list, { pageNum: 1, pageSize: 50 });
  const letter = list.find((l) => !personal || !l.broadcast);
  if (!letter) throw new StepFailed(`the account has no ${personal ? 'personal ' : ''}letter`);
  return letter;
}

export const CONTENT_RECIPES: Recipes = {
  'site.singleDataDecryption': {
    needs: 'the wire secret (--secret)',
    // contracts/openapi.json: seal(WIRE_SECRET, "sdd1|" + userId + "|" + value).
    request: (s) => Promise.resolve(input({ data: seal(s.target.secret, `sdd1|${s.session.userId}|13800138000`) })),
  },
  // Joined and confirmed for good (a bonus with a turnover to bet before any withdrawal): in a sandbox.
  'activity.joinActivity': { qa: ACTIVITY_SANDBOX, sandbox: true, needs: 'an activity of the promotion banners it may still join', request: async (s) => input({ id: await joinable(s, false) }) },
  'activity.confirmInfo': {
    qa: ACTIVITY_SANDBOX,
    sandbox: true,
    needs: 'an activity (not a deposit bonus) of the promotion banners joined and not confirmed, or one it may still join',
    request: async (s) => {
      const joined = (await activities(s)).find(({ config }) => config.participation?.status === 'joined' && !DEPOSIT_KINDS.has(config.kind));
      const id = joined?.config.id ?? (await s.data(contract.activity.joinActivity, { id: await joinable(s, true) })).activityId;
      return input({ id });
    },
  },
  'feedback.addFeedBack': {
    request: async (s) => input(await feedbackBody(s)),
    undo: (s, data) => removeFeedback(s, (data as { id: number }).id),
  },
  'feedback.getFeedbackInfo': {
    request: async (s) => {
      const [first] = (await s.data(contract.feedback.getFeedBackList, { pageNum: 1, pageSize: 1 })).list;
      if (first) return input({ id: first.id });
      const { id } = await s.data(contract.feedback.addFeedBack, await feedbackBody(s));
      return { input: { id }, context: 'sent' };
    },
    undo: async (s, _data, { input: sent, context }) => {
      if (context === 'sent') await removeFeedback(s, (sent as { id: number }).id);
    },
  },
  'feedback.delFeedback': { request: async (s) => input({ id: (await s.data(contract.feedback.addFeedBack, await feedbackBody(s))).id }) },
  'letter.read': { needs: 'a letter', request: async (s) => input({ id: (await someLetter(s, false)).id }) },
  'letter.delete': { needs: 'a personal letter (it is deleted)', request: async (s) => input({ ids: [(await someLetter(s, true)).id] }) },
};
