/** A reply of GET /v2/public/config as a deployment would give it (another broker than the demo). */
export const PUBLIC_CONFIG = {
  company_name: 'PT Pialang Emas Nusantara',
  company_address: 'Jl. M.H. Thamrin No. 1, Jakarta Pusat 10310',
  company_license_no: '123/BAPPEBTI/SI/7/2024',
  cs_phone: '021-555-0100',
  cs_email: 'cs@pialang.test',
  cs_whatsapp: '0811 2233 4455',
  cs_whatsapp_url: 'https://wa.me/6281122334455',
  trading_url: 'https://trade.pialang.test',
  posgold_url: null,
};

export const publicConfigReply = { body: { status_code: '00', data: PUBLIC_CONFIG } };
