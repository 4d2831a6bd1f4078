import { openCustomerService } from '../lib/customer-service';

export function CustomerServiceButton({ label = '联系客服', className = 'button button--link' }: { label?: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => void openCustomerService()}>
      {label}
    </button>
  );
}
