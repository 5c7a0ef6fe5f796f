import { Module } from '@nestjs/common';
import { DeskQuery } from './get-desk/desk-query.js';
import { GetDeskController } from './get-desk/get-desk.controller.js';

/** The home (工作台): what is waiting for the signed-in user, read only. */
@Module({ controllers: [GetDeskController], providers: [DeskQuery] })
export class DeskModule {}
