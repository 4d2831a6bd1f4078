import type { SliderChallenge } from '@betsite/contracts/routes/auth';
import { fetchData } from '../../../lib/api/request';

/** POST /site/api/v1/user/member/validateGeeCheck: the slider answer; a pass (codeId) on success. */
export function validateGeeCheck(challenge: SliderChallenge, dropX: number) {
  return fetchData((api) =>
    api.auth.validateGeeCheck({
      body: {
        lot_number: challenge.lot_number,
        captcha_output: String(Math.round(dropX)),
        pass_token: challenge.pass_token,
        gen_time: challenge.gen_time,
        validate_way: challenge.validate_way,
      },
    }),
  );
}
