import { PageHeader } from '@/components/console/page-header.tsx';
import { ContactMessages } from '@/features/console-contact/components/contact-messages.tsx';

export function Component() {
  return (
    <>
      <PageHeader
        title="Contact messages"
        description="Messages sent through the contact form. Mark one handled once it is answered."
      />
      <ContactMessages />
    </>
  );
}
