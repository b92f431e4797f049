export interface DashboardStats {
  conversations: number;
  bookings: number;
  revenue: number;
  properties: number;
}
