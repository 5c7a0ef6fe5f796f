import { Controller, Get, Inject } from '@nestjs/common';
import { Public } from '../../../platform/auth/auth.decorators.js';
import { EnvelopeKeyPair } from './envelope-keys.js';

/** Old clients fetch the key they encrypt each request's AES key with. */
@Controller('legacy-envelope')
export class PublicKeyController {
  constructor(@Inject(EnvelopeKeyPair) private readonly keys: EnvelopeKeyPair) {}

  @Public()
  @Get('public-key')
  publicKey(): { publicKey: string } {
    return { publicKey: this.keys.publicKeyPem };
  }
}
