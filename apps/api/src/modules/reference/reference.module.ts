import { Module } from '@nestjs/common';
import { ListProductsController } from './products/list-products.controller.js';
import { ReferenceController } from './reference.controller.js';

/** Reference data the forms choose from: areas, buildings, loan products and their banks. */
@Module({ controllers: [ReferenceController, ListProductsController] })
export class ReferenceModule {}
