import { Module } from '@nestjs/common';
import { GateVerificationsController } from './gate-verifications.controller.js';

/** Gate devices: entries and exits with scene images, as the signed-in gate guard (seed 001 §2.4). */
@Module({ controllers: [GateVerificationsController] })
export class GateModule {}
