import { Controller, Get } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadProducts, type ProductView } from './load-products.js';

/** Loan products and the banks (credit institutions) offering each. */
@Controller('products')
export class ListProductsController {
  constructor(private readonly db: DataSource) {}

  @Get()
  list(): Promise<ProductView[]> {
    return loadProducts(this.db);
  }
}
