import { encodePhoto } from '@lapm/images/pipeline';
import { type EncodeRequest, type EncoderReply, useOneImageThread } from './encoder';

/** The encoder's own process (encoder.ts): one photo at a time, for the server that started it. */
useOneImageThread();
process.on('message', (request: EncodeRequest) => {
  const input = Buffer.from(request.input.buffer, request.input.byteOffset, request.input.byteLength);
  encodePhoto(input, request.options).then(
    (encoded) => process.send?.({ encoded } satisfies EncoderReply),
    (error: unknown) =>
      process.send?.({
        unreadable: error instanceof Error ? error.message : String(error),
      } satisfies EncoderReply),
  );
});
// Its server gone (stopped, or dead), nothing is left to encode for.
process.on('disconnect', () => process.exit(0));
