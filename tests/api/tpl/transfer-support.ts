import type pg from 'pg';

type Pool = pg.Pool;

/** The world's transfer orders of a company by status, oldest number first. */
export async function transferOrders(pool: Pool, status: string, company = 'furhaven') {
  const { rows } = await pool.query<{ order_nbr: string }>(
    `select order_nbr from sim_erp_transfer_orders where company = $1 and status = $2 order by order_nbr`,
    [company, status],
  );
  return rows.map((r) => r.order_nbr);
}

/** Every line of a transfer order as the ERP sandbox holds it. */
export async function transferLines(pool: Pool, orderNbr: string, company = 'furhaven') {
  const { rows } = await pool.query<{
    sku: string;
    ordered_qty: number;
    qty_shipped: number;
    shipment_nbr: string | null;
  }>(
    `select l.sku, l.ordered_qty, l.qty_shipped, l.shipment_nbr
       from sim_erp_transfer_lines l join sim_erp_transfer_orders o on o.id = l.transfer_id
      where o.company = $1 and o.order_nbr = $2 order by l.line_nbr`,
    [company, orderNbr],
  );
  return rows;
}

export async function transferStatus(pool: Pool, orderNbr: string, company = 'furhaven') {
  const { rows } = await pool.query<{ status: string }>(
    `select status from sim_erp_transfer_orders where company = $1 and order_nbr = $2`,
    [company, orderNbr],
  );
  return rows[0]?.status ?? null;
}

export async function asnsOf(pool: Pool, orderNbr: string, company = 'furhaven') {
  const { rows } = await pool.query<{ asn_number: string; lines: { sku: string; quantity: number }[] }>(
    `select asn_number, lines from sim_tpl_asns where company = $1 and transfer_order_nbr = $2`,
    [company, orderNbr],
  );
  return rows;
}
