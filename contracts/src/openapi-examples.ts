import type { z } from 'zod';
import { exampleOf } from './example-of';
import { newDeviceErrorData, SLIDER_VALIDATE_WAY, sliderNeededData } from './routes/auth';
import { venueActivityErrorData } from './routes/venue';
import { resendErrorData } from './routes/verification';

/** A 1x1 transparent SVG, standing in for the slider's pictures in the example. */
const SVG = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIxIiBoZWlnaHQ9IjEiLz4=';

/**
 * Error data a reader recognises, where the generic example builder would fill every text with
 * the same valid placeholder (the masked phone of the new-device codes is what the verification
 * screen shows; a slider challenge looks like one). openapi.test.ts checks each against its schema.
 */
const ERROR_DATA_EXAMPLES = new Map<z.ZodTypeAny, unknown>([
  [newDeviceErrorData, { phoneNumber: '138****5678', areaCode: '86' }],
  [
    sliderNeededData,
    {
      kaptchcate: 1,
      challenge: {
        lot_number: '5f0c2a7e9b3d4e1f8a6c0b2d4e6f8a1c', pass_token: 'b7e1c9d3a5f70e2c4b6d8f0a1c3e5a7b', gen_time: '1768478400',
        validate_way: SLIDER_VALIDATE_WAY, image: SVG, piece: SVG, pieceY: 53, expiresInSeconds: 300,
      },
    },
  ],
  [venueActivityErrorData, { activityName: '首存送彩金', channelCode: 'PG', venueName: 'PG电子', turnoverTarget: 3000, turnoverDone: 1250.5 }],
  [resendErrorData, { retryInSeconds: 42 }],
]);

export function errorDataExample(schema: z.ZodTypeAny): unknown {
  return ERROR_DATA_EXAMPLES.get(schema) ?? exampleOf(schema);
}
