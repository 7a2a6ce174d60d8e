/** (f) Simulasi Transaksi: a worked buy and sell computed from the figures, never typed in by hand. */
import {
  FEE_BUY_PERCENT,
  FEE_SELL_PERCENT,
  LEGAL_TEXTS_VERSION,
  SIMULATION_BUY_PRICE_PER_GRAM_IDR,
  SIMULATION_GRAMS,
  SIMULATION_SELL_PRICE_PER_GRAM_IDR,
  TAX_PERCENT_OF_GRAMS,
} from './figures';
import { grams, idNumber, percent, roundRupiah, rupiah } from './number-format';
import type { LegalDocument } from './types';

export interface SimulationLeg {
  grams: number;
  price_per_gram: number;
  /** grams × price per gram */
  value: number;
  fee_percent: number;
  fee: number;
  tax_grams: number;
  /** The tax in rupiah at the transaction price. */
  tax: number;
  /** Buy: value + fee + tax paid. Sell: value − fee − tax received. */
  total: number;
}

export interface Simulation {
  buy: SimulationLeg;
  sell: SimulationLeg;
  /** Received on the sell minus paid on the buy. */
  result: number;
}

function leg(side: 'buy' | 'sell', g: number, price: number): SimulationLeg {
  const feePercent = side === 'buy' ? FEE_BUY_PERCENT : FEE_SELL_PERCENT;
  const value = roundRupiah(g * price);
  const fee = roundRupiah((value * feePercent) / 100);
  // Tax grams kept to 4 decimals (the ledger's precision), valued at the transaction price.
  const taxGrams = Math.round(((g * TAX_PERCENT_OF_GRAMS) / 100) * 10_000) / 10_000;
  const tax = roundRupiah(taxGrams * price);
  const total = side === 'buy' ? value + fee + tax : value - fee - tax;
  return {
    grams: g,
    price_per_gram: price,
    value,
    fee_percent: feePercent,
    fee,
    tax_grams: taxGrams,
    tax,
    total,
  };
}

export function computeSimulation(
  g: number = SIMULATION_GRAMS,
  buyPrice: number = SIMULATION_BUY_PRICE_PER_GRAM_IDR,
  sellPrice: number = SIMULATION_SELL_PRICE_PER_GRAM_IDR,
): Simulation {
  const buy = leg('buy', g, buyPrice);
  const sell = leg('sell', g, sellPrice);
  return { buy, sell, result: sell.total - buy.total };
}

const sim = computeSimulation();

function legParagraphs(l: SimulationLeg, side: 'buy' | 'sell'): string[] {
  const verb = side === 'buy' ? 'beli' : 'jual';
  return [
    `Nilai transaksi: ${grams(l.grams)} × ${rupiah(l.price_per_gram)} = ${rupiah(l.value)}`,
    `Biaya transaksi ${verb} ${percent(l.fee_percent)} × ${rupiah(l.value)} = ${rupiah(l.fee)}`,
    `Pajak ${percent(TAX_PERCENT_OF_GRAMS)} × ${grams(l.grams)} = ${idNumber(l.tax_grams)} gram × ${rupiah(l.price_per_gram)} = ${rupiah(l.tax)}`,
    side === 'buy'
      ? `Jumlah yang dibayar Nasabah: ${rupiah(l.value)} + ${rupiah(l.fee)} + ${rupiah(l.tax)} = ${rupiah(l.total)}`
      : `Jumlah yang diterima Nasabah: ${rupiah(l.value)} - ${rupiah(l.fee)} - ${rupiah(l.tax)} = ${rupiah(l.total)}`,
  ];
}

const resultWord = sim.result >= 0 ? 'keuntungan' : 'kerugian';

export const simulasiTransaksi: LegalDocument = {
  id: 'simulasi-transaksi',
  version: LEGAL_TEXTS_VERSION,
  title: 'Simulasi Transaksi Emas Fisik Digital',
  sections: [
    {
      clauses: [
        {
          number: 1,
          title: 'Asumsi',
          paragraphs: [
            `Nasabah membeli ${grams(sim.buy.grams)} emas pada harga ${rupiah(sim.buy.price_per_gram)} per gram, kemudian menjual ${grams(sim.sell.grams)} emas tersebut pada harga ${rupiah(sim.sell.price_per_gram)} per gram.`,
            'Harga dalam simulasi ini hanya merupakan contoh dan bukan penawaran atau perkiraan harga.',
          ],
        },
        { number: 2, title: 'Transaksi Beli', paragraphs: legParagraphs(sim.buy, 'buy') },
        { number: 3, title: 'Transaksi Jual', paragraphs: legParagraphs(sim.sell, 'sell') },
        {
          number: 4,
          title: 'Hasil',
          paragraphs: [
            `Hasil bersih: ${rupiah(sim.sell.total)} - ${rupiah(sim.buy.total)} = ${rupiah(sim.result)} (${resultWord}).`,
            'Simulasi ini menunjukkan bahwa kenaikan harga emas harus melebihi jumlah biaya dan pajak transaksi beli dan jual agar transaksi menghasilkan keuntungan. Apabila harga turun, Nasabah menanggung kerugian ditambah biaya dan pajak.',
          ],
        },
      ],
    },
  ],
};
