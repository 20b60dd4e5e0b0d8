import { useMemo } from 'react';
import { groupVendors } from '@shared/domain/dropship/order-search';
import './vendor-select.css';

type Props = {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  vendors: readonly string[];
  loading: boolean;
};

/**
 * The vendor picker of the search screens (D1 and D2 section 2): a native select, so its options
 * can sit under first-letter groups (0-9 for digits), which Ionic's select cannot show.
 */
export function VendorSelect({ label = 'Vendor', value, onChange, vendors, loading }: Props) {
  const groups = useMemo(() => groupVendors(vendors), [vendors]);
  return (
    <label className="native-select">
      <span className="native-select__label">{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{loading ? 'Loading vendors…' : 'Any vendor'}</option>
        {groups.map((g) => (
          <optgroup key={g.group} label={g.group}>
            {g.vendors.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
