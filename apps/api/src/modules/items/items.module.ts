import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ExportSignUpsController } from './activity-signups/export-signups.controller.js';
import { ListSignUpsController } from './activity-signups/list-signups.controller.js';
import { SignUpController } from './activity-signups/sign-up.controller.js';
import { SignUpRecords } from './activity-signups/signup-records.js';
import { BulkCommandController } from './bulk-command/bulk-command.controller.js';
import { BulkItemCommandHandler } from './bulk-command/bulk-command.command.js';
import { CreateItemHandler } from './create-item/create-item.command.js';
import { CreateItemController } from './create-item/create-item.controller.js';
import { ExportItemsController } from './export-items/export-items.controller.js';
import { GetHistoryController } from './get-history/get-history.controller.js';
import { GetItemController } from './get-item/get-item.controller.js';
import { ListItemsController } from './list-items/list-items.controller.js';
import { ListKindsController } from './list-kinds/list-kinds.controller.js';
import { MyBillsController } from './my-bills/my-bills.controller.js';
import { SendCommandController } from './send-command/send-command.controller.js';
import { SendItemCommandHandler } from './send-command/send-item-command.command.js';

/** The reviewable items of every kind under /api/items (and their machines under /api/kinds), one slice per use case. */
@Module({
  controllers: [
    ListKindsController,
    CreateItemController,
    ListItemsController,
    ExportItemsController, // before GetItemController: `export` is not an item id
    SignUpController, // sign-ups: more specific than the generic item routes, so before them
    ListSignUpsController,
    ExportSignUpsController,
    GetHistoryController,
    GetItemController,
    SendCommandController,
    BulkCommandController,
    MyBillsController,
  ],
  providers: [
    CreateItemHandler,
    SendItemCommandHandler,
    BulkItemCommandHandler,
    { provide: SignUpRecords, inject: [DataSource], useFactory: (db: DataSource) => new SignUpRecords(db) },
  ],
})
export class ItemsModule {}
