/** What GET /api/customer/configurations and /orders answer. */
export interface SavedConfiguration {
  id: number;
  name: string;
  created_at: string;
  total_price: number;
  status: string;
  product_name: string;
  selected_options: Record<string, { id: number; name: string; price: number }>;
  dimensions: { width: number; height: number };
}

export interface Order {
  id: number;
  order_number: string;
  created_at: string;
  total: number;
  status: string;
}
