import type { Product } from '#shared/catalogue/product';
import type { ProductImage } from '#shared/catalogue/product-images';
import { sampleProduct } from '#shared/catalogue/sample-product';
import type { AuditRecord } from '#shared/staff-audit';
import type { TransactItem } from '../../lib/table/transaction';
import type { ProductImageEditPorts } from '../catalogue/change-product-images';
import type { Commit } from '../table-ports';
import { fakeTablePorts } from './fake-table-ports';

/**
 * In-memory ports of a product's image edits: one product with `images` at `revision`; a replacement
 * applies when its commit succeeds and its revision condition holds, as the table's would; the records
 * of what staff did.
 */
export const fakeProductImagePorts = (images: ProductImage[], revision = 3) => {
  const table = fakeTablePorts();
  const product = { ...(sampleProduct as Product), images };
  const state = { product, revision, history: [] as AuditRecord[] };
  const pending = new WeakMap<object, () => boolean>();
  const commit: Commit = async (items, events) => {
    await table.ports.commit(items, events);
    for (const { item, whenConditionFails } of items) {
      const apply = pending.get(item);
      if (apply && !apply() && whenConditionFails) return { ok: false, code: whenConditionFails };
    }
    return { ok: true };
  };
  const ports: ProductImageEditPorts = {
    ...table.ports,
    commit,
    readProductImages: async (id) =>
      id === product.id ? { product: { ...state.product }, revision: state.revision } : undefined,
    productImagesSet: (_id, next, revisionRead) => {
      const item = { Update: {} } as TransactItem;
      pending.set(item, () => {
        if (revisionRead !== state.revision) return false;
        state.product = { ...state.product, images: next };
        state.revision += 1;
        return true;
      });
      return item;
    },
    auditRecorded: (_subject, record) => {
      const item = { Put: {} } as TransactItem;
      pending.set(item, () => {
        state.history.push(record);
        return true;
      });
      return item;
    },
    auditOf: async () => state.history,
  };
  return { ports, state, commits: table.commits, productId: product.id };
};
