import { useState } from 'react';
import { SLIDER_PIECE_SIZE_PX, SLIDER_TRACK_HEIGHT_PX, SLIDER_TRACK_WIDTH_PX, type SliderChallenge } from '@betsite/contracts/routes/auth';
import { Dialog } from '../../../components/ui/dialog';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { validateGeeCheck } from '../api/validate-gee-check';

const TRACK_MAX_PX = SLIDER_TRACK_WIDTH_PX - SLIDER_PIECE_SIZE_PX;

/**
 * The slider captcha (the server's own challenge): move the piece over the gap, then confirm. A
 * range input drives it, so mouse, touch and keyboard all work. One attempt per challenge: a
 * failure shows the server's message (via the fetcher) and ends the step (spec 000 section 8).
 */
export function SliderCaptchaDialog({
  challenge,
  onPassed,
  onCancel,
}: {
  challenge: SliderChallenge | null;
  onPassed: (codeId: string, lotNumber: string) => void;
  onCancel: () => void;
}) {
  const [x, setX] = useState(0);
  const guard = useSubmitGuard();
  if (!challenge) return null;

  const confirm = () =>
    guard.run(async () => {
      try {
        const pass = await validateGeeCheck(challenge, x);
        setX(0);
        onPassed(pass.codeId, challenge.lot_number);
      } catch (error) {
        if (!isApiError(error)) throw error;
        setX(0);
        onCancel();
      }
    });

  return (
    <Dialog
      open
      size="small"
      title="安全验证"
      onClose={() => {
        setX(0);
        onCancel();
      }}
      footer={
        <button type="button" className="button button--primary" disabled={guard.pending} onClick={() => void confirm()}>
          确定
        </button>
      }
    >
      <div className="slider-captcha" style={{ width: SLIDER_TRACK_WIDTH_PX, height: SLIDER_TRACK_HEIGHT_PX }}>
        {/* The lot number on the image lets QA look the answer up (the replies themselves are encrypted). */}
        <img src={challenge.image} alt="拼图验证" width={SLIDER_TRACK_WIDTH_PX} height={SLIDER_TRACK_HEIGHT_PX} data-lot-number={challenge.lot_number} />
        <img
          className="slider-captcha__piece"
          src={challenge.piece}
          alt=""
          width={SLIDER_PIECE_SIZE_PX}
          height={SLIDER_PIECE_SIZE_PX}
          style={{ left: x, top: challenge.pieceY }}
        />
      </div>
      <label className="field">
        <span className="field__label">拖动滑块完成拼图</span>
        <input type="range" min={0} max={TRACK_MAX_PX} step={1} value={x} onChange={(e) => setX(Number(e.target.value))} />
      </label>
    </Dialog>
  );
}
