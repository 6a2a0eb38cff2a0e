import { Label } from '@/client/components/ui/label.tsx';
import { Switch } from '@/client/components/ui/switch.tsx';

type DigestFieldProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
};

export function DigestField({ checked, onChange }: DigestFieldProps) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
      <div className="grid gap-1">
        <Label htmlFor="profile-digest">Weekly Email Digest</Label>
        <p id="profile-digest-description" className="text-muted-foreground text-sm">
          Receive one e-mail each week with newly posted software.
        </p>
      </div>
      <Switch
        id="profile-digest"
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby="profile-digest-description"
      />
    </div>
  );
}
