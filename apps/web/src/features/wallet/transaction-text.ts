import { CONTRACT_SIZES, type GoldTransaction, MSG } from '@kilau/shared';

export function directionLabel(direction: GoldTransaction['attributes']['direction']): string {
  return direction === 'buy' ? MSG.directionBuy : MSG.directionSell;
}

/** Keterangan: 'Beli 2 × 100 gr' (direction, quantity, contract size by contractId, docs/product/customer-area.md § Records and fields). */
export function describeTransaction({ attributes }: GoldTransaction): string {
  const size = CONTRACT_SIZES[attributes.contractId] ?? `#${attributes.contractId}`;
  return `${directionLabel(attributes.direction)} ${attributes.quantity} × ${size}`;
}
